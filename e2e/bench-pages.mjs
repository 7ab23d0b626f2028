/* global window -- the functions passed to addInitScript and evaluate run in the page */
// `npm run bench:pages`: the first load of the login page, the candidate home and the job offers list, each in a
// fresh browser context (cold cache) under a fast-3G network profile and 4x CPU slowdown (Chrome DevTools
// protocol), against the built portal started here on a fresh demo database. Prints LCP, bytes transferred (all,
// JavaScript, and the texts: JSON data the app fetches per namespace, beside the JavaScript the budget counts), long
// tasks, beside the budget. Not a test: numbers depend on the machine; see
// docs/performance.md. Needs `npm run build` first (the root script does it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Chrome DevTools' "Fast 3G": 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const BUDGET = { jsKb: 150, lcpMs: 4000, longTasks: 10 };
const TEXT_FILE = /^\/assets\/[^/]+\.json$/;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')) || !fs.existsSync(path.join(root, 'apps/api/dist/server.js'))) {
    throw new Error('Build first: npm run build');
  }
  // BENCH_PORT when the machine's ports are shared out; any free one otherwise.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pages-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (let i = 0; i < 900 && !(await fetch(`${base}/ready`).then((r) => r.ok, () => false)); i += 1) await new Promise((r) => setTimeout(r, 200));
    const login = await fetch(`${base}/api/Alumno/logaUsuario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'alumno@example.org', password: 'Demo1234' }),
    }).then((r) => r.json());
    const token = login.datos.token;

    const pages = [
      { name: 'login', url: '/login/alumnos', token: null },
      { name: 'candidate home', url: '/', token },
      { name: 'job offers', url: '/ofertas-empleo', token },
    ];
    const rows = [];
    for (const page of pages) rows.push({ name: page.name, ...(await measure(browser, base, page)) });

    console.log(`\nCold cache, fast 3G (${FAST_3G.latency} ms, 1.44 Mbit/s), CPU ${CPU_SLOWDOWN}x slower; load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}\n`);
    console.log(
      `| page | LCP ms (budget ${BUDGET.lcpMs}) | transferred KB | JS KB, brotli as sent | JS KB gzip (budget ${BUDGET.jsKb}) | texts (JSON) files | texts KB, brotli as sent | texts KB gzip | requests | long tasks (budget ${BUDGET.longTasks}) | longest task ms | ended on |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const r of rows) {
      const mark = (value, budget) => `${value}${value > budget ? ' (over)' : ''}`;
      console.log(`| ${r.name} | ${mark(r.lcp, BUDGET.lcpMs)} | ${r.totalKb} | ${r.jsKb} | ${mark(r.jsGzipKb, BUDGET.jsKb)} | ${r.textFiles} | ${r.textsKb} | ${r.textsGzipKb} | ${r.requests} | ${mark(r.longTasks, BUDGET.longTasks)} | ${r.longestTask} | ${r.landedOn} |`);
    }
    const out = path.join(root, 'bench-results', 'pages.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify({ at: new Date().toISOString(), loadAverage: os.loadavg(), rows }, null, 2)}\n`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The same files as gzip (level 9) would send them: the budget is written in gzip, while Chromium asks for and
 * gets brotli (smaller). Read from the build output, so it does not depend on the network.
 */
function gzipSize(files) {
  let bytes = 0;
  for (const pathname of files) {
    const file = path.join(root, 'apps/web/dist', pathname);
    if (fs.existsSync(`${file}.gz`)) bytes += fs.statSync(`${file}.gz`).size;
    else if (fs.existsSync(file)) bytes += zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  }
  return bytes;
}

async function measure(browser, base, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' });
  if (page.token) await context.addInitScript((token) => localStorage.setItem('_token', token), page.token);
  await context.addInitScript(() => {
    window.__lcp = 0;
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = Math.max(window.__lcp, entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const types = new Map();
  let total = 0;
  let js = 0;
  let texts = 0;
  let requests = 0;
  const scripts = new Set();
  const textFiles = new Set();
  cdp.on('Network.responseReceived', (event) => {
    const pathname = new URL(event.response.url).pathname;
    // The texts are the build's hashed JSON assets (locales/<language>/<namespace>.json), fetched as data.
    const kind = event.type === 'Script' ? 'script' : TEXT_FILE.test(pathname) ? 'texts' : 'other';
    types.set(event.requestId, kind);
    if (kind === 'script') scripts.add(pathname);
    if (kind === 'texts') textFiles.add(pathname);
  });
  cdp.on('Network.loadingFinished', (event) => {
    requests += 1;
    total += event.encodedDataLength;
    if (types.get(event.requestId) === 'script') js += event.encodedDataLength;
    if (types.get(event.requestId) === 'texts') texts += event.encodedDataLength;
  });
  await tab.goto(`${base}${page.url}`, { waitUntil: 'networkidle', timeout: 180_000 });
  await tab.waitForTimeout(1500);
  const { lcp, longTasks } = await tab.evaluate(() => ({ lcp: window.__lcp, longTasks: window.__longTasks }));
  // A page that ended elsewhere (a session refused, a redirect) measured another page: the table says so.
  const landedOn = new URL(tab.url()).pathname;
  await context.close();
  return {
    lcp: Math.round(lcp),
    totalKb: Math.round(total / 1024),
    jsKb: Math.round(js / 1024),
    jsGzipKb: Math.round(gzipSize(scripts) / 1024),
    textFiles: textFiles.size,
    textsKb: Math.round((texts / 1024) * 10) / 10,
    textsGzipKb: Math.round((gzipSize(textFiles) / 1024) * 10) / 10,
    landedOn,
    requests,
    longTasks: longTasks.length,
    longestTask: Math.round(Math.max(0, ...longTasks)),
  };
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

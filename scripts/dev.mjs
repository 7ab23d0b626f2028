// Development: the API on :3001 (reloading on change) and the Vite dev server on :5173 proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@portal/api'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.API_PORT ?? '3001' } }),
  spawn('npm', ['run', 'dev', '--workspace', '@portal/web'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}

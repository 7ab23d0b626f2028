/**
 * The server builds a notification's text from escaped values, but a text is never trusted on the way out either:
 * only these elements survive, with no attribute but an <a>'s href to the portal or to http(s). Everything else
 * becomes its text.
 */
const KEPT = new Set(['P', 'STRONG', 'EM', 'B', 'I', 'BR', 'A']);

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (!KEPT.has(child.tagName)) {
        clean(child, into, doc);
        continue;
      }
      const copy = doc.createElement(child.tagName.toLowerCase());
      const href = child.tagName === 'A' ? child.getAttribute('href') : null;
      if (href && /^(\/(?!\/)|https?:\/\/)/i.test(href)) copy.setAttribute('href', href);
      clean(child, copy, doc);
      into.appendChild(copy);
    }
  }
}

export function sanitizeNotificationHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  clean(doc.body, out, doc);
  return out.innerHTML;
}

export function NotificationHtml({ html }: { html: string }) {
  return <div className="notification__text" dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(html) }} />;
}

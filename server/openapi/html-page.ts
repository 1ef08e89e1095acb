import { APP_VERSION } from '../version';
import { accessName, documentedRoutes, type DocumentedRoute } from './build-document';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

// One <style> element and no script: the page policy (plugins/security-headers.ts) allows inline
// styles and only this server's scripts, and the page needs none.
const STYLE = `
body{font:14px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1c2127}
h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:2rem;border-bottom:1px solid #d3d8de}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.25rem .5rem;vertical-align:top}
tr:nth-child(even){background:#f6f7f9}code{font-family:ui-monospace,monospace}
.method{font-weight:600;width:5rem}.access{color:#5f6b7c}`;

function areaSection(area: string, routes: DocumentedRoute[]): string {
  const rows = routes
    .map(
      ({ route }) =>
        `<tr><td class="method">${route.method}</td><td><code>${escapeHtml(route.path)}</code></td>` +
        `<td class="access">${escapeHtml(accessName(route))}</td></tr>`,
    )
    .join('\n');
  return (
    `<section id="${escapeHtml(area)}"><h2>${escapeHtml(area)}</h2>\n<table>` +
    `<thead><tr><th>Method</th><th>Path</th><th>Permission</th></tr></thead>\n<tbody>\n${rows}\n</tbody></table></section>`
  );
}

/** The readable listing of the API at /api/docs: every endpoint by area, and the link to the JSON. */
export function buildDocsPage(routes: DocumentedRoute[] = documentedRoutes()): string {
  const areas = new Map<string, DocumentedRoute[]>();
  for (const entry of routes) areas.set(entry.area, [...(areas.get(entry.area) ?? []), entry]);
  const sections = [...areas].map(([area, list]) => areaSection(area, list)).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API documentation · Salon Back Office</title><style>${STYLE}</style></head>
<body><h1>Salon Back Office API ${escapeHtml(APP_VERSION)}</h1>
<p>${routes.length} endpoints. The machine-readable description is the
<a href="/api/docs/openapi.json">OpenAPI 3.1 document (openapi.json)</a>. Sign in with
<code>POST /api/auth/login</code> and send the token it returns as <code>Authorization: Bearer &lt;token&gt;</code>.
The permission column says who may call each endpoint: <code>public</code> needs no sign-in,
<code>signed_in</code> every signed-in user, anything else that permission.</p>
${sections}
</body></html>`;
}

let page: string | undefined;

/** The page of the route map, made once. */
export function docsPage(): string {
  page ??= buildDocsPage();
  return page;
}

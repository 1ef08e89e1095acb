/**
 * An email as its recipient would see it: the server's rendering (sanitised, framed, with the
 * 'powered by' footer) in an iframe with an empty sandbox, so nothing in it can run script, submit,
 * navigate this window or reach the app's cookies, whatever the template holds.
 */
export function PreviewFrame({ html, title, height = 560 }: { html: string; title: string; height?: number }) {
  return (
    <iframe
      className="template-preview-frame"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={html}
      style={{ width: '100%', height, border: 0, background: '#f4f5fb' }}
    />
  );
}

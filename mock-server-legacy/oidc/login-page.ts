/** Text made safe for HTML. */
const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/**
 * The local identity provider's sign-in page: a plain form (e-mail, password) that needs no script, in the
 * app's colours. `action` absent shows only the title and the error (the provider's error page).
 */
export function loginPage({
  title,
  action,
  error,
  email = '',
}: {
  title: string
  action?: string
  error?: string
  email?: string
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f8f8f8;font-family:system-ui,sans-serif;color:#6e6b7b}
main{width:min(26rem,92vw);background:#fff;border-radius:.5rem;box-shadow:0 4px 24px rgba(34,41,47,.1);padding:2rem}
h1{font-size:1.35rem;color:#5e5873;margin:0 0 .4rem}p{margin:0 0 1.25rem}
label{display:block;font-size:.86rem;color:#5e5873;margin:.9rem 0 .3rem}
input{box-sizing:border-box;width:100%;padding:.6rem .9rem;border:1px solid #d8d6de;border-radius:.357rem;font:inherit}
input:focus{outline:2px solid #7367f0;border-color:#7367f0}
button{margin-top:1.4rem;width:100%;padding:.7rem;border:0;border-radius:.357rem;background:#7367f0;color:#fff;font:inherit;font-weight:600;cursor:pointer}
[role=alert]{background:#fce5e6;color:#ea5455;padding:.6rem 1rem;border-radius:.357rem}
</style>
</head>
<body>
<main>
<h1>${html(title)}</h1>
<p>Local single sign-on for the CargoDesk back office.</p>
${error ? `<p role="alert">${html(error)}</p>` : ''}
${
  action
    ? `<form method="post" action="${html(action)}" autocomplete="on">
<label for="email">Email</label><input id="email" name="email" type="email" required value="${html(email)}" autofocus>
<label for="password">Password</label><input id="password" name="password" type="password" required>
<button type="submit">Sign in</button>
</form>`
    : ''
}
</main>
</body>
</html>`
}

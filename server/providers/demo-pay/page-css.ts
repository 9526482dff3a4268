// The demo checkout page's stylesheet, served from /pay/demo/page.css (the CSP allows no inline style).
export const PAGE_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Microsoft YaHei",sans-serif;line-height:1.5;color:#1a1a1a;background:#f4f5f7}
body{margin:0;padding:16px}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.375rem;margin:0 0 8px}
.notice{background:#fff8e1;border-left:4px solid #b26a00;padding:8px 12px;margin:0 0 16px}
dl{margin:0 0 12px}
dl div{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #e3e5e8;flex-wrap:wrap}
dt{color:#4a4f57}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
.muted{color:#4a4f57;font-size:.875rem}
form{display:flex;flex-direction:column;gap:12px;margin:16px 0}
.button{display:block;width:100%;min-height:48px;padding:12px 16px;font:inherit;font-weight:600;text-align:center;text-decoration:none;border-radius:8px;border:2px solid #0b5cad;background:#fff;color:#0b5cad;cursor:pointer}
.button.primary{background:#0b5cad;color:#fff}
.button:focus-visible{outline:3px solid #ffb000;outline-offset:2px}
[role=alert]{color:#a4000f;font-weight:600}
`;

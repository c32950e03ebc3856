import { devApi } from '../../../src/domain/dev/endpoints';
import { urlOf } from '../../../src/domain/endpoint';
import type { CheckedAuthorize } from './oauthProvider';
import type { ProviderIdentity } from './state';

/**
 * HTML of the fake provider's own pages (its sign-in and consent screen, its error page). They
 * belong to the "third party", not to the console, so they are plain server-rendered HTML in the
 * provider's two languages, chosen by the ui_locales parameter.
 */
type Lang = 'en' | 'zh';
const TEXT: Record<Lang, Record<string, string>> = {
  en: {
    title: 'MockHub · Authorize application',
    brand: 'MockHub',
    wants: '{app} wants to access your MockHub account',
    signInAs: 'Sign in as',
    scopes: 'It will be able to:',
    'scope.read:user': 'Read your profile (login, name, avatar)',
    'scope.user:email': 'Read your email address',
    redirect: 'You will be sent back to',
    allow: 'Authorize',
    deny: 'Cancel',
    errorTitle: 'MockHub · Authorization error',
    errorHead: 'This authorization request cannot be completed',
    note: 'Fake provider of the development backend. No password needed: pick an account.',
  },
  zh: {
    title: 'MockHub · 授权应用',
    brand: 'MockHub',
    wants: '{app} 请求访问你的 MockHub 账号',
    signInAs: '登录账号',
    scopes: '授权后它可以：',
    'scope.read:user': '读取你的资料（登录名、姓名、头像）',
    'scope.user:email': '读取你的邮箱地址',
    redirect: '完成后将返回',
    allow: '授权',
    deny: '取消',
    errorTitle: 'MockHub · 授权错误',
    errorHead: '无法完成此授权请求',
    note: '开发环境的模拟认证服务，无需密码：选择一个账号即可。',
  },
};

export const langOf = (uiLocales: string | undefined): Lang => (/^zh/i.test(uiLocales ?? '') ? 'zh' : 'en');

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE = `body{font:14px/1.5 -apple-system,"Segoe UI","Noto Sans CJK SC",sans-serif;background:#f6f8fa;margin:0;color:#1f2328}
main{max-width:440px;margin:48px auto;background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:24px}
h1{font-size:18px;margin:0 0 16px}.brand{font-weight:700;color:#0969da;margin-bottom:8px}
label.id{display:flex;align-items:center;gap:10px;padding:8px;border:1px solid #d0d7de;border-radius:6px;margin:6px 0;cursor:pointer}
label.id img{width:28px;height:28px;border-radius:50%}ul{padding-left:20px}.muted{color:#59636e;font-size:12px}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:8px;border-radius:6px;border:1px solid #d0d7de;background:#f6f8fa;font-size:14px;cursor:pointer}
button.primary{background:#1f883d;color:#fff;border-color:#1f883d}code{word-break:break-all}.error{color:#d1242f}`;

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><meta name="viewport" content="width=device-width,initial-scale=1"><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The consent screen: pick an identity, see the scopes, authorize or cancel. */
export function consentPage(req: CheckedAuthorize, identities: ProviderIdentity[], uiLocales?: string): string {
  const lang = langOf(uiLocales);
  const t = TEXT[lang];
  const hidden = {
    response_type: 'code',
    client_id: req.client.clientId,
    redirect_uri: req.redirectUri,
    scope: req.scope,
    state: req.state,
    code_challenge: req.codeChallenge ?? '',
    code_challenge_method: req.codeChallengeMethod ?? '',
    ui_locales: uiLocales ?? '',
  };
  const inputs = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v)}">`)
    .join('');
  const ids = identities
    .map(
      (i, n) =>
        `<label class="id" for="identity-${escapeHtml(i.uid)}"><input type="radio" name="uid" id="identity-${escapeHtml(i.uid)}" value="${escapeHtml(i.uid)}"${n === 0 ? ' checked' : ''}>` +
        `<img alt="" src="${escapeHtml(i.avatarUrl ?? '')}"><span><b>${escapeHtml(i.login)}</b><br><span class="muted">${escapeHtml(i.name)}</span></span></label>`,
    )
    .join('');
  const scopes = req.scope
    .split(' ')
    .map((s) => `<li>${escapeHtml(t[`scope.${s}`] ?? s)}</li>`)
    .join('');
  return page(
    lang,
    t.title,
    `<div class="brand">${t.brand}</div><h1 id="consent-title">${escapeHtml(t.wants.replace('{app}', req.client.name))}</h1>
<form method="post" action="${urlOf(devApi.providerConsent)}">${inputs}
<div>${t.signInAs}</div>${ids}<p>${t.scopes}</p><ul>${scopes}</ul>
<p class="muted">${t.redirect} <code>${escapeHtml(req.redirectUri)}</code></p>
<div class="actions"><button type="submit" name="decision" value="deny" id="deny">${t.deny}</button>
<button type="submit" name="decision" value="allow" id="authorize" class="primary">${t.allow}</button></div></form>
<p class="muted">${t.note}</p>`,
  );
}

export function errorPage(message: string, uiLocales?: string): string {
  const lang = langOf(uiLocales);
  const t = TEXT[lang];
  return page(
    lang,
    t.errorTitle,
    `<div class="brand">${t.brand}</div><h1>${t.errorHead}</h1><p class="error" id="provider-error">${escapeHtml(message)}</p>`,
  );
}

/** A round avatar with the login's initial, so the page needs nothing from the internet. */
export function avatarSvg(login: string): string {
  const hue = [...login].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const letter = escapeHtml((login[0] ?? '?').toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="hsl(${hue},55%,48%)"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
}

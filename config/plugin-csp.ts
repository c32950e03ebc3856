import { createHash } from 'crypto';
import { writeFileSync } from 'fs';
import { join } from 'path';
import type { IApi } from 'umi';
import { contentSecurityPolicy } from './csp';

/**
 * The built index.html under a Content-Security-Policy without 'unsafe-inline' scripts: the meta
 * policy goes first in <head>, and every inline script umi or its plugins inject (the qiankun
 * plugin's `window.publicPath = …`) moves, in order, into a file of its own next to the chunks.
 * Only the production build: the dev server's hot reload needs inline and evaluated code.
 */
const INLINE_SCRIPT = /<script((?:\s+(?!src\b)[\w-]+(?:="[^"]*")?)*)\s*>([\s\S]*?)<\/script>/g;

export default (api: IApi) => {
  api.modifyExportHTMLFiles((files) =>
    files.map((file) => {
      const publicPath = String(api.config.publicPath ?? '/');
      const content = file.content.replace(INLINE_SCRIPT, (whole, attrs: string, body: string) => {
        if (!body.trim()) return whole;
        // type="application/json" and the like are data, not script
        if (/\btype="(?!text\/javascript|module)[^"]*"/.test(attrs)) return whole;
        const name = `inline.${createHash('sha256').update(body).digest('hex').slice(0, 10)}.js`;
        writeFileSync(join(api.paths.absOutputPath, name), body);
        return `<script${attrs} src="${publicPath}${name}"></script>`;
      });
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy('meta')}">`;
      return { ...file, content: content.replace(/<head>/, `<head>\n${meta}`) };
    }),
  );
};

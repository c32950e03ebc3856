import type { IApi } from 'umi';
import { SNAPSHOT_FILE, snapshotState } from './styleSnapshot';

/**
 * The console's browser build takes antd's style snapshot (config/styleSnapshot.ts) into its entry,
 * so umi.css carries it. Left out: in development (its selectors use production class names), in
 * the server bundle, when the snapshot was written for other library versions or another theme
 * (its styles would not be looked up: the build says so), and in a style-harvest build
 * (`TC_STYLE_HARVEST=1`, scripts/style-snapshot.mjs), whose pages must write every style themselves.
 */
export default (api: IApi) => {
  const harvest = process.env.TC_STYLE_HARVEST === '1';
  api.modifyConfig((memo) => ({ ...memo, define: { ...memo.define, 'process.env.TC_STYLE_HARVEST': harvest ? '1' : '' } }));
  api.chainWebpack((memo, args) => {
    if (api.env !== 'production' || harvest || (args as { ssr?: boolean }).ssr) return memo;
    const { state, written } = snapshotState();
    if (state !== 'current') {
      api.logger.warn(
        `antd style snapshot ${state}${written ? ` (written for ${JSON.stringify(written)})` : ''}: run \`npm run style-snapshot\``,
      );
      return memo;
    }
    // first in umi.css: before the console's own styles, as antd's inserted styles were (head's start)
    memo.entry('umi').prepend(SNAPSHOT_FILE);
    return memo;
  });
};

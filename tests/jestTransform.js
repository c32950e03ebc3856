/**
 * umi's esbuild jest transformer, plus one step: dynamic `import('x')` becomes a `require` in a
 * promise. jest runs CommonJS without --experimental-vm-modules, and the app lazily imports its
 * area texts, toasts, dialogs and overlays.
 */
const { createTransformer } = require('@umijs/test/dist/transformers/esbuild').default;

const DYNAMIC_IMPORT = /\bimport\(\s*(?:\/\*[\s\S]*?\*\/\s*)*(['"][^'"]+['"])\s*\)/g;

module.exports = {
  createTransformer(options) {
    const inner = createTransformer(options);
    return {
      ...inner,
      process(source, path, transformOptions) {
        const out = inner.process(source, path, transformOptions);
        if (!DYNAMIC_IMPORT.test(out.code)) return out;
        DYNAMIC_IMPORT.lastIndex = 0;
        return { ...out, code: out.code.replace(DYNAMIC_IMPORT, 'Promise.resolve().then(() => require($1))') };
      },
    };
  },
};

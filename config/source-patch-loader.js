// Small, checked edits to library sources that re-render whole pages for nothing while they mount.
// Each patch names the file it applies to and the exact text it replaces; the build fails when a
// library update changes that text, so a patch never silently stops applying.
const PATCHES = [
  {
    // ProTable's search form (QueryFilter) measures its width only to choose a span per field. With
    // a numeric `span` (every console table passes one) the width changes nothing, yet the first
    // measure (the form's real width against the window's) re-rendered the whole form before the
    // first paint.
    file: /@ant-design[\\/]pro-form[\\/]es[\\/]layouts[\\/]QueryFilter[\\/]index\.js$/,
    from: 'if (width !== offset.width && offset.width > 17) {',
    to: "if (typeof span !== 'number' && width !== offset.width && offset.width > 17) {",
  },
  {
    // ahooks' useRequest re-renders its owner when a request starts, though an automatic request
    // starts in the loading state it already shows: only `params` goes from none to the same empty
    // list. A state equal to the shown one (params compared item by item) now renders nothing; the
    // next real change renders it as before.
    file: /ahooks[\\/]es[\\/]useRequest[\\/]src[\\/]Fetch\.js$/,
    from: `        this.state = Object.assign(Object.assign({}, this.state), s);
        this.subscribe();`,
    to: `        const next = Object.assign(Object.assign({}, this.state), s);
        const sameParams = (a, b) => (a || []).length === (b || []).length && (a || []).every((x, i) => Object.is(x, (b || [])[i]));
        const unchanged = Object.keys(next).every((k) => Object.is(next[k], this.state[k]) || (k === 'params' && sameParams(next[k], this.state[k])));
        this.state = next;
        if (!unchanged) this.subscribe();`,
  },
];

module.exports = Object.assign(
  function sourcePatch(source) {
    let out = source;
    for (const patch of PATCHES.filter((p) => p.file.test(this.resourcePath))) {
      if (!out.includes(patch.from)) {
        this.emitError(new Error(`source-patch-loader: ${this.resourcePath} changed, a patch no longer applies`));
        continue;
      }
      out = out.replace(patch.from, patch.to);
    }
    return out;
  },
  { FILES: PATCHES.map((p) => p.file) },
);

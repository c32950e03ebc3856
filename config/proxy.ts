/**
 * Points the app at a real backend instead of the built-in fake one. Set REAL_BACKEND to its origin
 * (e.g. REAL_BACKEND=https://api.example.com npm start); mocks are then switched off in .umirc.ts.
 */
export default function proxy(): Record<string, { target: string; changeOrigin: boolean }> {
  const target = process.env.REAL_BACKEND;
  if (!target) return {};
  return {
    '/api/': { target, changeOrigin: true },
  };
}

/** Mobile browsers get the desktop console at a fixed minimum width (SPEC §2). */
export function isMobileUserAgent(ua: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|Windows Phone/i.test(ua);
}

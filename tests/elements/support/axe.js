/* global document, window */
/** axe-core's global, loaded once per page as a classic script (it is not an ES module). */
export async function loadAxe() {
  if (window.axe) return window.axe;
  const script = document.createElement('script');
  script.src = '/node_modules/axe-core/axe.min.js';
  const loaded = new Promise((resolve, reject) => ((script.onload = resolve), (script.onerror = reject)));
  document.head.append(script);
  await loaded;
  return window.axe;
}

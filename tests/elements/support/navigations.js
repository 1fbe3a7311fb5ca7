/* global navigation */
/**
 * Records every navigation the page starts and cancels it (Navigation API), so a test can assert where
 * the page would have gone while the test page itself stays loaded. Call `stop()` when done.
 */
export function recordNavigations() {
  const urls = [];
  const onNavigate = (event) => {
    urls.push(event.destination.url);
    if (event.cancelable) event.preventDefault();
  };
  navigation.addEventListener('navigate', onNavigate);
  return { urls, stop: () => navigation.removeEventListener('navigate', onNavigate) };
}

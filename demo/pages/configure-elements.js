// A real host writes the portal's settings into its HTML. The demo pages ask their service where sign-in, the
// API, flags and logs are (they follow PORT and PUBLIC_URL), write them onto the elements, then load the
// bundle with one import.
const ATTRIBUTES = {
  'api-url': 'apiUrl',
  'auth-domain': 'authDomain',
  'auth-client-id': 'authClientId',
  'auth-audience': 'authAudience',
  'flags-client-id': 'flagsClientId',
  'flags-url': 'flagsUrl',
  'logs-url': 'logsUrl',
};

export async function configureAndLoad(selector) {
  const config = await (await fetch('/demo-config.json')).json();
  for (const element of document.querySelectorAll(selector)) {
    for (const [attribute, key] of Object.entries(ATTRIBUTES)) element.setAttribute(attribute, config[key]);
  }
  await import('/dist/fp-portal.js');
}

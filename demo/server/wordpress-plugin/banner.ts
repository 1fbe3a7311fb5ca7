// The banner sizes WordPress shows in the plugin's details popup: low and high (retina) resolution.
const BANNER_SIZES = { low: [772, 250], high: [1544, 500] } as const;
export type BannerResolution = keyof typeof BANNER_SIZES;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function bannerSvg(resolution: BannerResolution, version: string): string {
  const [width, height] = BANNER_SIZES[resolution];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 772 250" role="img" aria-label="FirmPilot Portal">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f2a4a"/><stop offset="1" stop-color="#1f6feb"/></linearGradient></defs>
  <rect width="772" height="250" fill="url(#sky)"/>
  <path d="M60 170 L120 80 L180 170 Z" fill="#ffffff" opacity="0.9"/>
  <text x="210" y="120" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="#ffffff">FirmPilot Portal</text>
  <text x="212" y="165" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#dbe7ff">Your blog, social and SEO work, inside WordPress</text>
  <desc>Banner of the FirmPilot Portal WordPress plugin ${escapeXml(version)}</desc>
</svg>
`;
}

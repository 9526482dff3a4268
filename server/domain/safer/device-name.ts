// Names a signed-in device by its browser and system, read from the User-Agent it signed in with: stable names the
// app puts into a sentence in the player's language ("Chrome on Android"), null where nothing is recognised.

// the order matters: Edge, Opera and Samsung's browser also call themselves Chrome, and Chrome calls itself Safari
const BROWSERS: [RegExp, string][] = [
	[/\bEdg(e|A|iOS)?\//, 'Edge'],
	[/\b(OPR|Opera)\//, 'Opera'],
	[/\bSamsungBrowser\//, 'Samsung Internet'],
	[/\b(Firefox|FxiOS)\//, 'Firefox'],
	// HeadlessChrome too: a test robot's browser is still Chrome
	[/(Chrome|CriOS|Chromium)\//, 'Chrome'],
	[/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iPadOS reports itself as a Mac; Android phones say Linux too, so Android comes first
const SYSTEMS: [RegExp, string][] = [
	[/\bAndroid\b/, 'Android'],
	[/\b(iPhone|iPad|iPod)\b/, 'iOS'],
	[/\bWindows\b/, 'Windows'],
	[/\bCrOS\b/, 'ChromeOS'],
	[/\b(Macintosh|Mac OS X)\b/, 'macOS'],
	[/\bLinux\b/, 'Linux'],
];

const first = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceName(userAgent: string | null): { browser: string | null; os: string | null } {
	const text = userAgent ?? '';
	return { browser: first(BROWSERS, text), os: first(SYSTEMS, text) };
}

// The player's language choice, kept in a cookie as well as in storage: the server reads it to draw the first screen
// in that language (server/first-screen/document.ts).
export const keepLangCookie = (lang: string) => {
	// biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the app supports
	if (typeof document !== 'undefined') document.cookie = `lang=${lang};path=/app/;max-age=31536000;samesite=lax`;
};

// The type of the precache list the build hands the service worker as a virtual module.
declare module 'virtual:precache-manifest' {
	const manifest: (string | { url: string; revision: string })[];
	export default manifest;
}

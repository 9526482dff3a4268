// The 'money' area: what a send whose outcome is not yet known says. It comes with the money code (its English
// bundled, its Chinese a small chunk), not with the first paint.
export default {
	unconfirmed: 'We could not confirm this. Checking…',
	notReceived: 'It did not go through. You can send it again safely.',
	stillUnknown: 'Still not confirmed. Check again before sending anything new.',
};

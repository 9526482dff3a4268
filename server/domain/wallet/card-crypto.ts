// AES-256-GCM for card numbers: `iv.tag.data`, each base64. A wrong key fails the tag, so a row tells
// which key it was sealed with by which one opens it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function seal(key: Buffer, text: string): string {
	const iv = randomBytes(12);
	const cipher = createCipheriv('aes-256-gcm', key, iv);
	const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
	return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

/** The text, or null when `key` is not the one it was sealed with. */
export function open(key: Buffer, sealed: string): string | null {
	const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
	if (!iv || !tag || !data) return null;
	try {
		const decipher = createDecipheriv('aes-256-gcm', key, iv);
		decipher.setAuthTag(tag);
		return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
	} catch {
		return null;
	}
}

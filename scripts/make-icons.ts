// Draws the app icons (the club's mark: a gold horseshoe on turf green, as src/components/brand-mark.tsx draws it) and writes them as PNGs with node:zlib alone.
// Usage: npx tsx scripts/make-icons.ts  (writes public/icons/)
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const GREEN = [0x0e, 0x6b, 0x47];
const GOLD = [0xf5, 0xb7, 0x00];

function chunk(type: string, data: Buffer): Buffer {
	const head = Buffer.alloc(8);
	head.writeUInt32BE(data.length, 0);
	head.write(type, 4, 'ascii');
	const crc = Buffer.alloc(4);
	crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
	return Buffer.concat([head, data, crc]);
}

/** RGBA pixels from a function of (x, y) in 0..1 units, encoded as a PNG. */
export function png(size: number, paint: (x: number, y: number) => number[] | null): Buffer {
	const rows = Buffer.alloc(size * (size * 4 + 1));
	for (let y = 0; y < size; y++) {
		const row = y * (size * 4 + 1);
		for (let x = 0; x < size; x++) {
			const colour = paint((x + 0.5) / size, (y + 0.5) / size);
			if (colour) rows.set([...colour, 255], row + 1 + x * 4);
		}
	}
	const ihdr = Buffer.alloc(13);
	ihdr.writeUInt32BE(size, 0);
	ihdr.writeUInt32BE(size, 4);
	ihdr.set([8, 6, 0, 0, 0], 8);
	const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
	return Buffer.concat([
		signature,
		chunk('IHDR', ihdr),
		chunk('IDAT', deflateSync(rows, { level: 9 })),
		chunk('IEND', Buffer.alloc(0)),
	]);
}

/**
 * The horseshoe of the mark's 32-unit drawing (path 'M10.3 10.3A8 8 0 1 0 21.7 10.3', stroke 4.5, round caps: a ring
 * open at the top), its box spanning `scale` of the icon, centred.
 */
function horseshoe(x: number, y: number, scale: number): boolean {
	const u = ((x - 0.5) / scale + 0.5) * 32 - 16;
	const v = ((y - 0.5) / scale + 0.5) * 32 - 16;
	const angle = Math.atan2(v, u);
	// the gap is the quarter turn around straight up, between the two heels:
	const open = angle > (-3 * Math.PI) / 4 && angle < -Math.PI / 4;
	const heel = Math.SQRT1_2 * 8;
	const distance = open
		? Math.min(Math.hypot(u + heel, v + heel), Math.hypot(u - heel, v + heel))
		: Math.abs(Math.hypot(u, v) - 8);
	return distance <= 2.25;
}

const inRoundedSquare = (x: number, y: number, r = 0.18) => {
	const dx = Math.max(r - x, x - (1 - r), 0);
	const dy = Math.max(r - y, y - (1 - r), 0);
	return dx * dx + dy * dy <= r * r;
};

// 'any': a rounded tile; 'maskable': full bleed with the horseshoe inside the 80% safe circle.
const any = (x: number, y: number) => (!inRoundedSquare(x, y, 0.25) ? null : horseshoe(x, y, 1) ? GOLD : GREEN);
const maskable = (x: number, y: number) => (horseshoe(x, y, 0.75) ? GOLD : GREEN);

mkdirSync('public/icons', { recursive: true });
writeFileSync('public/icons/icon-192.png', png(192, any));
writeFileSync('public/icons/icon-512.png', png(512, any));
writeFileSync('public/icons/maskable-512.png', png(512, maskable));
console.log('icons written to public/icons/');

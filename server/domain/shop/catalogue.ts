// The demo catalogue: club merchandise and perks, each with an emoji glyph instead of an image
// file, so the shop page needs no extra downloads. Inserting twice changes nothing.
import type { Queryable } from '../../db/db.ts';

const CATALOGUE = [
	{
		code: 'cap',
		name: 'Club Cap',
		description: 'Embroidered Horse Club cap, one size.',
		price: 25_00,
		stock: 40,
		glyph: '🧢',
	},
	{
		code: 'tee',
		name: 'Jockey T-Shirt',
		description: 'Cotton tee in racing silks colours.',
		price: 35_00,
		stock: 30,
		glyph: '👕',
	},
	{ code: 'mug', name: 'Winning Post Mug', description: 'Ceramic mug, 350 ml.', price: 15_00, stock: 50, glyph: '☕' },
	{
		code: 'binoculars',
		name: 'Trackside Binoculars',
		description: '8x25 compact binoculars.',
		price: 120_00,
		stock: 10,
		glyph: '🔭',
	},
	{
		code: 'horseshoe',
		name: 'Lucky Horseshoe',
		description: 'Polished steel keepsake.',
		price: 9_90,
		stock: 100,
		glyph: '🍀',
	},
	{
		code: 'vip-pass',
		name: 'VIP Day Pass',
		description: 'Members lounge access for one race day.',
		price: 200_00,
		stock: 5,
		glyph: '🎟️',
	},
];

export async function seedCatalogue(db: Queryable) {
	for (const [sort, item] of CATALOGUE.entries()) {
		await db.query(
			`INSERT INTO shop_items (code, name, description, price, stock, glyph, sort)
			 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (code) DO NOTHING`,
			[item.code, item.name, item.description, item.price, item.stock, item.glyph, sort],
		);
	}
}

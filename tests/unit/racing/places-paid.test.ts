import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { placesPaid } from '../../../server/domain/tote/places-paid.ts';

const places = suite('places paid by the field at betting open');

places('8 or more starters pay 3 places', () => {
	for (const n of [8, 9, 12, 24]) assert.is(placesPaid(n), 3, `${n} starters`);
});

places('5 to 7 starters pay 2 places', () => {
	for (const n of [5, 6, 7]) assert.is(placesPaid(n), 2, `${n} starters`);
});

places('under 5 starters: no place betting', () => {
	for (const n of [0, 1, 2, 3, 4]) assert.is(placesPaid(n), 0, `${n} starters`);
});

places.run();

// The Detail page's race card, wired to the app's http client.

import { http } from '../../api/client.ts';
import { createRaceCard } from './race-card-model.ts';

export const raceCard = createRaceCard({ http, logger: console });

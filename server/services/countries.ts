import { asc, desc, eq } from 'drizzle-orm';
import type { Country } from '../../contract';
import { defaultCountryIso2 } from '../constants';
import type { Database } from '../db/database';
import { countries } from '../db/schema';

/** The dialing-code picker's list: the site's default country first, then the seeded order. */
export async function listCountries(db: Database): Promise<Country[]> {
  return db
    .select({ id: countries.id, name: countries.name, dialingCode: countries.dialingCode, iso2: countries.iso2 })
    .from(countries)
    .orderBy(desc(eq(countries.iso2, defaultCountryIso2)), asc(countries.sortOrder));
}

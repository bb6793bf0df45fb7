// Column kinds every schema file uses.
import { customType, date, numeric, timestamp } from 'drizzle-orm/pg-core';

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Raw bytes. node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

// Money, units and NAVs are exact decimals, never floats (drizzle gives numerics as strings).
export const euros = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const units = (name: string) => numeric(name, { precision: 18, scale: 4 });
export const navs = (name: string) => numeric(name, { precision: 12, scale: 4 });
/** Yearly rates and cost fractions: 0.0085 = 0,85%. */
export const rate = (name: string) => numeric(name, { precision: 7, scale: 4 });
export const calendarDate = (name: string) => date(name, { mode: 'string' });

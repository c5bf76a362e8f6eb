/**
 * Adds fields to a row a query has just returned, in place, typed as the wider row. A literal that spreads a
 * driver row (built key by key) and adds properties (`{ ...row, title }`) takes a slow path in V8: per row it cost
 * about three times what the driver spends building the row (measured on Node 20), and on a list page it was the
 * largest single share of a route's own work. Only for rows nothing else holds: fresh from the query, not cached.
 */
export function withFields<R extends object, F extends object>(row: R, fields: F): R & F {
  return Object.assign(row, fields);
}

/**
 * A new object: `base`'s fields, then `fields`. A literal that spreads an object and then adds properties
 * (`{ ...values, offset, limit }`) also takes V8's slow path, whatever the object: 7–30 µs a call on Node 20 for
 * the few-field values and shapes the list routes build per request, against about 1 µs for this.
 */
export function withAdded<B extends object, F extends object>(base: B, fields: F): B & F {
  return Object.assign({}, base, fields);
}

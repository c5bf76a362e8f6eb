/** The test clock's starting point (10:00 in China); the template database is seeded at this time too. */
export const TEST_EPOCH = new Date('2025-06-02T02:00:00Z');

/** Every console query key starts here, so logging out drops all operator data at once. */
export const ADMIN_KEY = 'admin' as const;

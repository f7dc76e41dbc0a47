/** The status in the admin pages' HTML before their scripts run: AdminGate's first state, as markup. */
export const ADMIN_BOOT_STATUS_HTML = '<div class="admin-area"><div class="admin-status" role="status"><p>Loading...</p></div></div>';

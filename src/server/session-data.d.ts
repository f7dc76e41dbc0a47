import 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** Set at login; its presence is what makes a request an admin request. */
    adminId?: number;
    username?: string;
  }
}

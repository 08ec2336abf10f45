/** A session of acting as a user, as the banner and the list show it (api.ts fills in the gaps). */
export interface Impersonation {
  id: number | string;
  staff_id: number | string | null;
  staff_name: string;
  user_id: number | string;
  user_name: string;
  reason: string;
  started_at: string | null;
  ended_at: string | null;
}

export interface FoundUser {
  id: number | string;
  email: string;
  fullname: string;
}

/** A started session: how to act in it (a staff target's token, or a participant's one-time code). */
export interface Started extends Impersonation {
  kind: 'staff' | 'participant';
  token: string | null;
  code: string | null;
  /** When the token or the code stops working. */
  expires_at: string;
}

export interface Impersonation {
  id: number;
  staff_id: number;
  staff_name: string;
  user_id: number;
  user_name: string;
  reason: string;
  started_at: string;
  ended_at: string | null;
}

export interface FoundUser {
  id: number;
  email: string;
  fullname: string;
}

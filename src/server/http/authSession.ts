/** The signed-in caller, resolved from the bearer token. */
export interface AuthSession {
  userId: number;
  userName: string;
  token: string;
  tokenHash: string;
  roles: string[];
  permissions: string[];
  /** A password change is due (new user, reset by an administrator): only self-service calls pass. */
  mustChangePassword: boolean;
  /** Every role of the user is the wall-screen role (isWallScreenOnly): dashboards only, no idle sign-out. */
  wallScreen: boolean;
}

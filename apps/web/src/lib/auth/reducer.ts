/**
 * The authentication state machine of spec part 1 § 4, as a pure reducer.
 * Nothing here touches storage, the network or React: the store (store.ts) does that.
 */

/** The signed-in user as the server returns it and as it is kept in storage under `user`. */
export type AuthUser = {
  id?: string;
  _id?: string;
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  userStuffId?: string;
  /** Holds a staff role: the account page links to the console (/admin). */
  staff?: boolean;
};

export type AuthState = {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  success: boolean;
};

export type AuthAction =
  | { type: 'AUTH_START' }
  | { type: 'AUTH_SUCCESS'; user: AuthUser; token: string }
  | { type: 'AUTH_FAILURE'; error: string }
  | { type: 'AUTH_LOGOUT' }
  | { type: 'CLEAR_ERROR' }
  | { type: 'CLEAR_SUCCESS' }
  | { type: 'SET_LOADING'; loading: boolean }
  /** Not in the spec's list: the signed-in user's details changed (profile edit, /auth/me refresh). */
  | { type: 'USER_UPDATED'; user: AuthUser };

/** Signed out, nothing loading, no message: what AUTH_LOGOUT returns to. */
export const initialAuthState: AuthState = Object.freeze({
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  error: null,
  success: false,
});

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'AUTH_START':
      return { ...state, isLoading: true, error: null, success: false };
    case 'AUTH_SUCCESS':
      return { ...state, user: action.user, token: action.token, isAuthenticated: true, isLoading: false, error: null, success: true };
    case 'AUTH_FAILURE':
      return { ...state, user: null, token: null, isAuthenticated: false, isLoading: false, error: action.error, success: false };
    case 'AUTH_LOGOUT':
      return { ...initialAuthState };
    case 'CLEAR_ERROR':
      return state.error === null ? state : { ...state, error: null };
    case 'CLEAR_SUCCESS':
      return state.success ? { ...state, success: false } : state;
    case 'SET_LOADING':
      return state.isLoading === action.loading ? state : { ...state, isLoading: action.loading };
    case 'USER_UPDATED':
      return state.isAuthenticated ? { ...state, user: action.user } : state;
    default:
      return state;
  }
}

/** The user's id, whichever of `id` / `_id` the server sent. */
export const userIdOf = (user: AuthUser | null | undefined): string | undefined => user?.id ?? user?._id;

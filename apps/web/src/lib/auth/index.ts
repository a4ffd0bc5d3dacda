export { authReducer, initialAuthState, userIdOf, type AuthAction, type AuthState, type AuthUser } from './reducer';
export { AuthProvider, useAuth, type AuthContextValue } from './AuthProvider';
export { installAuth } from './install';
export { useStoredUser, type StoredUser } from './session';
export { authStore } from './store';

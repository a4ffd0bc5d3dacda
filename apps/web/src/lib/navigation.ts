import { useEffect } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * Lets code outside React (the API client's 401 handling) navigate: the layout registers the
 * router's navigate function here.
 */
let navigateFn: ((to: string, opts?: NavigateOptions) => void) | undefined;

export function useRegisterNavigator() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateFn = (to, opts) => void navigate(to, opts);
    return () => {
      navigateFn = undefined;
    };
  }, [navigate]);
}

export function navigateOutsideReact(to: string, opts?: NavigateOptions) {
  if (navigateFn) navigateFn(to, opts);
  else window.location.assign(to);
}

import type { ExternalToast } from 'sonner';

/**
 * Toasts through sonner, loaded on the first toast (keeps ~9 KB off the first load). The layout
 * mounts the host when asked; calls wait for it, so no toast is ever dropped.
 */
let hostReady: () => void;
const toasterReady = new Promise<void>((resolve) => (hostReady = resolve));
export const markToasterReady = () => hostReady();

let requestHost: (() => void) | undefined;
let requested = false;
/** The layout registers how to mount the host. */
export function onToasterRequested(mount: () => void) {
  requestHost = mount;
  if (requested) mount();
}

const sonner = () => {
  requested = true;
  requestHost?.();
  return import('sonner').then(async (m) => (await toasterReady, m.toast));
};

type Opts = ExternalToast;
export const toast = {
  success: (title: string, opts?: Opts) => void sonner().then((t) => t.success(title, opts)),
  error: (title: string, opts?: Opts) => void sonner().then((t) => t.error(title, opts)),
  info: (title: string, opts?: Opts) => void sonner().then((t) => t.info(title, opts)),
  message: (title: string, opts?: Opts) => void sonner().then((t) => t(title, opts)),
  loading: (title: string, opts?: Opts) => sonner().then((t) => t.loading(title, opts)),
  dismiss: (id?: string | number) => void sonner().then((t) => t.dismiss(id)),
};

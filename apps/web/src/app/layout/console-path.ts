// The operator console (/admin) brings its own shell: no devotee header, quick links or footer.
const CONSOLE = /^\/admin(\/|$)/i;

export const isConsolePath = (pathname: string) => CONSOLE.test(pathname);

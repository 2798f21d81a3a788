/** `?to=` of the sign-in page, when it is a path of this site (never `//host` nor a full URL). */
export function safeTarget(to: string | null | undefined): string | undefined {
  return to?.startsWith('/') && !to.startsWith('//') ? to : undefined;
}

/** Browser tab titles of the admin screens: "{screen} | Admin | {brand}". */
export function adminTitle(screen: string, pageContext: { site?: { name: string } }): string {
  return [screen, 'Admin', pageContext.site?.name].filter(Boolean).join(' | ');
}

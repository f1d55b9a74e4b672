// What tells two team members apart where a name alone would not: the demo's 301 members share 77 names,
// two Arif Hossains in Mymensingh among them. The login when the viewer may see it (Users List), else the id.
export function memberTag(member: { id: number; login?: string | null }): string {
  return member.login ?? `ID ${member.id}`;
}

/** A member as row actions and titles name them: "Full Name (login)", as a store is "Gulshan Mart (ST00012)". */
export function memberTitle(member: { id: number; name: string; login?: string | null }): string {
  return `${member.name} (${memberTag(member)})`;
}

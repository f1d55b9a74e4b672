// GraphQL types of the side menu.
import 'reflect-metadata'; // type-graphql's decorators read it when the class is defined
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';

export enum MenuItemType {
  GROUP = 'group',
  COLLAPSE = 'collapse',
  ITEM = 'item',
}

registerEnumType(MenuItemType, {
  name: 'MenuItemType',
  description: 'What a menu entry is.',
  valuesConfig: {
    GROUP: { description: 'A top-level section with a heading.' },
    COLLAPSE: { description: 'An entry that opens to show its children.' },
    ITEM: { description: 'A link to one page.' },
  },
});

@ObjectType({ description: 'A small label shown beside a menu entry.', simpleResolvers: true })
export class MenuBadge {
  @Field(() => String, { description: 'The label text.' }) title!: string;
  @Field(() => String, { description: 'The label style (e.g. label-danger).' }) type!: string;
}

@ObjectType({
  description: 'An entry of the side menu, already filtered by the member’s page access.',
  simpleResolvers: true,
})
export class MenuItem {
  @Field(() => ID, { description: 'Stable id (kebab-case of the title).' }) id!: string;
  @Field(() => String, { description: 'The title shown, and the page name access is checked against.' }) title!: string;
  @Field(() => MenuItemType, { description: 'Group, collapse or item.' }) type!: MenuItemType | `${MenuItemType}`;
  @Field(() => String, { nullable: true, description: 'Icon name from react-icons/fi (e.g. FiHome).' }) icon!:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'The route of an item; null for groups and collapses.' }) url!:
    | string
    | null;
  @Field(() => MenuBadge, { nullable: true, description: 'Optional badge.' }) badge!: MenuBadge | null;
  @Field(() => Boolean, { description: 'Whether the url leaves the application.' }) external!: boolean;
  @Field(() => Boolean, { description: 'Whether the url opens in a new tab.' }) target!: boolean;
  @Field(() => [MenuItem], { description: 'Entries inside a group or collapse (empty for items).' })
  children!: MenuItem[];
}

/**
 * The site's card: a white panel with rounded corners, a light shadow and a thin ring, the one look of every boxed
 * part of a page (forms, results, list items, the day's parts). `as` picks its element (a div unless told: a
 * section, a list item, a Form…), `className` adds what the place it sits in needs (padding, margins, layout);
 * `small` rounds it less, for the small cards of a row or a grid. A card with a heading: titled-card.tsx.
 */
import type { ComponentPropsWithRef, ElementType } from "react";

export type CardProps<T extends ElementType> = {
  /** The element or component the card is (default "div"). */
  as?: T;
  /** Less rounded corners (rounded-xl instead of rounded-2xl). */
  small?: boolean;
  className?: string;
} & Omit<ComponentPropsWithRef<T>, "as" | "className">;

export function Card<T extends ElementType = "div">({ as, small = false, className, ...rest }: CardProps<T>) {
  const Element: ElementType = as ?? "div";
  const look = `${small ? "rounded-xl" : "rounded-2xl"} bg-white shadow-sm ring-1 ring-stone-200/70`;
  return <Element className={className ? `${look} ${className}` : look} {...rest} />;
}

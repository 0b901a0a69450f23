import { Button, type ButtonProps } from 'antd';
import './text-button.css';

/**
 * antd draws a button without an icon with a hidden loading-icon animation, whose first layout
 * effect sets state. One such update in a page's first commit makes React run every effect of the
 * page, and render again, inside the commit's task: the longest task of a phone's first visit
 * (docs/performance.md, "The first commit"). A stand-in icon that CSS hides leaves the animation
 * out and the button as it looked.
 */
const STAND_IN_ICON = <span />;

/** The props that make an antd Button text-only without its loading animation; for buttons another component clones (Input.Search's). */
export function textButtonProps(className?: string): Pick<ButtonProps, 'icon' | 'className'> {
  return { icon: STAND_IN_ICON, className: className ? `yzy-text-button ${className}` : 'yzy-text-button' };
}

/** antd's Button with text and no icon, for the buttons of the pages a first visit lands on. */
export function TextButton({ className, ...props }: Omit<ButtonProps, 'icon' | 'loading'>) {
  return <Button {...props} {...textButtonProps(className)} />;
}

import { Avatar } from 'antd';

interface SchoolAvatarProps {
  name: string;
  logo: string;
  size?: number;
}

/**
 * The school's logo, or its first character on the brand colour when it has none. The character is
 * a plain box: one Chinese character always fits, and antd's text Avatar measures its text after
 * mounting (a forced layout and a ResizeObserver per row of a list), which slowed a phone's first
 * render of 找大学 (docs/performance.md).
 */
export function SchoolAvatar({ name, logo, size = 56 }: SchoolAvatarProps) {
  if (logo) {
    return <Avatar src={logo} alt={name} size={size} shape="square" />;
  }
  return (
    <span className="yzy-school-avatar" style={{ width: size, height: size }} aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}

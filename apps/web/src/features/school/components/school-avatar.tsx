import { Avatar } from 'antd';

interface SchoolAvatarProps {
  name: string;
  logo: string;
  size?: number;
}

/** The school's logo, or its first character on the brand colour when it has none. */
export function SchoolAvatar({ name, logo, size = 56 }: SchoolAvatarProps) {
  if (logo) {
    return <Avatar src={logo} alt={name} size={size} shape="square" />;
  }
  return (
    <Avatar size={size} shape="square" className="yzy-school-avatar" aria-hidden>
      {name.slice(0, 1)}
    </Avatar>
  );
}

import { Column, DataType, Model, Table } from 'sequelize-typescript';
import type { CreationOptional } from 'sequelize';

export interface PostEditorAttributes {
  id: number;
  postId: number;
  username: string;
  /** The last poll of this staff member's open editor. */
  seenAt: Date;
}

/** post_editors: who has a post open in the editor (presence, issue 20); goes with its post. */
@Table({ tableName: 'post_editors', timestamps: false })
export class PostEditor extends Model<PostEditorAttributes, Omit<PostEditorAttributes, 'id'>> {
  @Column({ type: DataType.INTEGER, primaryKey: true, autoIncrement: true })
  declare id: CreationOptional<number>;

  @Column({ type: DataType.INTEGER, allowNull: false })
  declare postId: number;

  @Column({ type: DataType.STRING(120), allowNull: false })
  declare username: string;

  @Column({ type: DataType.DATE, allowNull: false })
  declare seenAt: Date;
}

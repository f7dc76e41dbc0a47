import { Column, DataType, Model, Table } from 'sequelize-typescript';

/**
 * blog_post_staff: which staff member created a post and who last changed it (issue 24; null
 * for scripts, API keys and removed members). The byline (`blog_posts.author`) stays free text.
 */
@Table({ tableName: 'blog_post_staff', timestamps: false })
export class PostStaff extends Model<{ postId: number; createdBy: number | null; updatedBy: number | null }> {
  @Column({ type: DataType.INTEGER, primaryKey: true })
  declare postId: number;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare createdBy: number | null;

  @Column({ type: DataType.INTEGER, allowNull: true })
  declare updatedBy: number | null;
}
